import { Fragment, type ReactNode } from 'react';
import { parseMarkup, type InlineNode } from '../lib/markup';

/**
 * Renders the shop's simple markup (lib/markup.ts) as React elements. No HTML is ever injected:
 * every piece of stored text ends up as a text node.
 */
export function Markup({
  text,
  className = '',
}: {
  text: string | null | undefined;
  className?: string;
}) {
  const blocks = parseMarkup(text);
  if (blocks.length === 0) return null;
  return (
    <div className={`space-y-3 ${className}`}>
      {blocks.map((block, index) =>
        block.type === 'list' ? (
          <ul key={index} className="list-disc space-y-1 pl-5 marker:text-slate-400">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {renderInline(line)}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}

function renderInline(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'bold':
        return (
          <strong key={index} className="font-semibold text-slate-900">
            {renderInline(node.children)}
          </strong>
        );
      case 'italic':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link':
        return (
          <a
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          >
            {node.text}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        );
    }
  });
}
