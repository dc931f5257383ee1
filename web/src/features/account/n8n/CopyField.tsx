import { useId } from 'react';
import { buttonClass } from '../../../components/button';
import { INPUT_CLASS } from '../../../components/fields';
import { LinkIcon } from '../../../components/icons';
import { copyToClipboard } from './copy-to-clipboard';

interface CopyFieldProps {
  label: string;
  value: string;
  copyLabel: string;
  copiedMessage: string;
  testId: string;
}

/**
 * A read-only value with its own copy button. The input stays selectable, so the value can
 * still be copied by hand where the clipboard is not available (an http origin, a denied
 * permission).
 */
export function CopyField({ label, value, copyLabel, copiedMessage, testId }: CopyFieldProps) {
  const id = useId();
  const copy = () => copyToClipboard(value, copiedMessage);
  return (
    <div className="space-y-1.5" data-testid={testId}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="text"
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className={`${INPUT_CLASS} font-mono text-xs sm:text-sm`}
        />
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'sm:w-auto')}
          onClick={() => void copy()}
        >
          <LinkIcon className="size-4" />
          {copyLabel}
        </button>
      </div>
    </div>
  );
}
