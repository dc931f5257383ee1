/**
 * What the route table cannot say at run time but its sources do: the comment above a route's
 * entry, each group file's header, and each handler's doc comment and success status (the
 * handlers answer `json(201, ...)`, a 204 or a CSV). Read as text with the TypeScript parser, so
 * generating the reference never loads the handlers (and their AWS clients).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface HandlerNote {
  /** The handler's doc comment without its leading `METHOD /path:`; may be empty. */
  description: string;
  /** The status of the success answer written in the handler, 200 when none is. */
  status: number;
  /** `text/csv` for a CSV download, otherwise JSON. */
  contentType: 'application/json' | 'text/csv';
}

export interface SourceNotes {
  /** By route key: the comment directly above the entry in lambdas/routes/{group}.ts. */
  routeComments: Record<string, string>;
  /** By group: the header comment of lambdas/routes/{group}.ts. */
  groupComments: Record<string, string>;
  handlers: Record<string, HandlerNote>;
}

const ROUTE_KEY = /^(GET|POST|PUT|PATCH|DELETE|OPTIONS) \/\S*$/;

/** A comment's text on one line, without its markers. */
export function commentText(raw: string): string {
  return raw
    .replace(/^\/\*\*?|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*(\/\/+|\*(?!\/))?\s?/, '').trim())
    .filter(Boolean)
    .join(' ')
    .trim();
}

function leadingComments(source: ts.SourceFile, node: ts.Node): string {
  const text = source.getFullText();
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  return ranges
    .map((range) => commentText(text.slice(range.pos, range.end)))
    .join(' ')
    .trim();
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
}

function visit(node: ts.Node, onNode: (node: ts.Node) => void): void {
  onNode(node);
  ts.forEachChild(node, (child) => visit(child, onNode));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function readRouteFiles(root: string, notes: SourceNotes): void {
  for (const file of filesUnder(path.join(root, 'lambdas/routes'))) {
    const source = parse(file);
    const first = source.statements[0];
    const group = path.basename(file, '.ts');
    if (first) notes.groupComments[group] = leadingComments(source, first);
    visit(source, (node) => {
      if (!ts.isPropertyAssignment(node) || !ts.isStringLiteral(node.name)) return;
      if (!ROUTE_KEY.test(node.name.text)) return;
      const comment = leadingComments(source, node);
      if (comment) notes.routeComments[node.name.text] = comment;
    });
  }
}

/** The success answer the handler writes: its first literal status, a CSV, or 200. */
export function successOf(handlerText: string): Omit<HandlerNote, 'description'> {
  if (handlerText.includes('csvAttachment(')) return { status: 200, contentType: 'text/csv' };
  const status = /\bjson\((\d{3})\b|\bstatusCode: (\d{3})\b/.exec(handlerText);
  return { status: Number(status?.[1] ?? status?.[2] ?? 200), contentType: 'application/json' };
}

/** A sentence's first letter, except an identifier's (`isTestMode, ...` keeps its spelling). */
export function capitalise(text: string): string {
  if (/^[a-z]+[A-Z]/.test(text)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The top-level function a handler argument names, if it is a name. */
function namedFunction(source: ts.SourceFile, arg: ts.Node | undefined): ts.Node | undefined {
  if (!arg || !ts.isIdentifier(arg)) return undefined;
  return source.statements.find(
    (statement) => ts.isFunctionDeclaration(statement) && statement.name?.text === arg.text,
  );
}

function readHandlerFiles(root: string, notes: SourceNotes): void {
  for (const file of filesUnder(path.join(root, 'lambdas/handlers'))) {
    const source = parse(file);
    visit(source, (node) => {
      if (!ts.isCallExpression(node) || node.expression.getText(source) !== 'defineHandler') return;
      const [keyArg] = node.arguments;
      if (!keyArg || !ts.isStringLiteral(keyArg)) return;
      let statement: ts.Node = node;
      while (!ts.isVariableStatement(statement) && statement.parent) statement = statement.parent;
      // Several routes may share one named function (the n8n preflights): read that instead.
      const shared = namedFunction(source, node.arguments[1]);
      const comment =
        leadingComments(source, statement) || (shared ? leadingComments(source, shared) : '');
      // Doc comments name the route first (`POST /api/x: ...`, or `POST .../x: ...`).
      const description = capitalise(
        comment.replace(/^(GET|POST|PUT|PATCH|DELETE|OPTIONS) \S+:?\s*/, ''),
      );
      const success = successOf((shared ?? node).getText(source));
      notes.handlers[keyArg.text] = { description, ...success };
    });
  }
}

export function readSourceNotes(root: string): SourceNotes {
  const notes: SourceNotes = { routeComments: {}, groupComments: {}, handlers: {} };
  readRouteFiles(root, notes);
  readHandlerFiles(root, notes);
  return notes;
}
