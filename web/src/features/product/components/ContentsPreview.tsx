import type { ContentPreviewItem } from '@contracts/catalogue';
import { buttonClass } from '../../../components/button';
import { FileIcon } from '../../../components/FileIcon';
import { LockIcon } from '../../../components/icons-files';
import { fileTypeLabel } from '../../../lib/file-labels';

/**
 * 'Product Contents Preview': what the latest version contains, with the download locked until
 * the product is bought. The page hides it for buyers, who have the real list in their account.
 */
export function ContentsPreview({ contents }: { contents: readonly ContentPreviewItem[] }) {
  if (contents.length === 0) return null;
  return (
    <section aria-labelledby="contents-preview-heading">
      <h2 id="contents-preview-heading" className="text-xl font-semibold text-slate-900">
        Product Contents Preview
      </h2>
      {/* On a phone the table may scroll sideways: a frame that scrolls must take keyboard focus
          (axe's scrollable-region-focusable), named so a screen reader says what it is. */}
      <div
        className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
        role="region"
        aria-labelledby="contents-preview-heading"
        tabIndex={0}
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="w-12 py-3 pr-2 pl-4">
                <span className="sr-only">Icon</span>
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Title
              </th>
              <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                Type
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {contents.map((item) => (
              <tr key={item.id}>
                <td className="py-3 pr-2 pl-4">
                  <FileIcon fileType={item.file_type} />
                </td>
                <td className="px-4 py-3 font-medium text-slate-900">
                  {item.title || item.display_name}
                  <span className="mt-0.5 block text-xs font-normal text-slate-600 sm:hidden">
                    {fileTypeLabel(item.file_type)}
                  </span>
                </td>
                <td className="hidden px-4 py-3 text-slate-600 sm:table-cell">
                  {fileTypeLabel(item.file_type)}
                </td>
                <td className="px-4 py-3 text-right">
                  <button type="button" className={buttonClass('secondary', 'sm')} disabled>
                    <LockIcon className="size-4" />
                    Purchase Required
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
