import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  detectPlatform,
  detectPurpose,
  filePlatformOfProduct,
  FILE_PLATFORMS,
  UPLOAD_PURPOSES,
  type FilePlatform,
  type UploadPurpose,
} from '@rules/uploads';
import { buttonClass } from '../../../components/button';
import { FIELD_CLASS, LABEL_CLASS } from '../../../components/form';
import { ApiError, callApi } from '../../../lib/api-client';
import { filePurposeLabel } from '../../../lib/file-labels';
import { formatFileSize } from '../../../lib/file-size';
import type { Detail } from '../api';
import { uploadProblem } from '../upload-hints';
import { uploadToStorage } from '../upload-to-storage';
import { UploadHints } from './UploadHints';

const UPLOAD_FAILED = 'Failed to upload file. Please try again.';

/** The product's own platform first, then every other platform a file can have. */
function platformChoices(productPlatform: string | undefined): readonly FilePlatform[] {
  const own = filePlatformOfProduct(productPlatform);
  return own ? [own, ...FILE_PLATFORMS.filter((option) => option !== own)] : FILE_PLATFORMS;
}

/** The file name without its extension: the default title. */
const titleFrom = (name: string) => name.replace(/\.[^.]+$/, '') || name;

/**
 * Uploads one file to the selected version: purpose and platform are detected from the name
 * and can be changed before sending; the file goes straight to storage with a progress bar,
 * then the server checks it and lists it. `purpose` fixes the purpose (instruction manuals).
 */
export function FileUploader({
  productId,
  productPlatform,
  versionId,
  purpose: fixedPurpose,
  accept,
  label,
  versionNumber,
  onUploaded,
}: {
  productId: string;
  /** The product's platform (n8n, Make, Zapier): what an automation file is by default. */
  productPlatform?: string;
  versionId: string;
  purpose?: UploadPurpose;
  accept?: string;
  label: string;
  /** The selected version's number, said in where the file will be filed. */
  versionNumber?: string;
  onUploaded: (next: Detail) => void;
}) {
  const inputId = useId();
  const hintsId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [purpose, setPurpose] = useState<UploadPurpose>(fixedPurpose ?? 'automation');
  const [platform, setPlatform] = useState<FilePlatform>(
    detectPlatform('', fixedPurpose ?? 'automation', productPlatform),
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  /** The bar stays at 100% under the name of the last upload until another file is chosen. */
  const [uploadedName, setUploadedName] = useState('');
  const [problem, setProblem] = useState('');

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setProblem('');
    if (!chosen) return;
    setProgress(null);
    setUploadedName('');
    const detected = fixedPurpose ?? detectPurpose(chosen.name);
    setPurpose(detected);
    setPlatform(detectPlatform(chosen.name, detected, productPlatform));
    setTitle(titleFrom(chosen.name));
  };

  const reset = () => {
    choose(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Choose a file to upload');
    if (!title.trim()) return setProblem('Title cannot be empty');
    const refused = uploadProblem(file, purpose);
    if (refused) return setProblem(refused);
    setProblem('');
    setProgress(0);
    setUploadedName('');
    setUploading(true);
    try {
      const { upload: target } = await callApi('POST /api/manage/products/{id}/files/upload', {
        params: { id: productId },
        body: {
          versionId,
          fileName: file.name,
          contentType: file.type,
          size: file.size,
          file_purpose: purpose,
        },
      });
      await uploadToStorage(target, file, setProgress);
      const next = await callApi('POST /api/manage/products/{id}/files', {
        params: { id: productId },
        body: {
          versionId,
          key: target.key,
          title: title.trim(),
          display_name: file.name,
          file_purpose: purpose,
          platform,
        },
      });
      onUploaded(next);
      setUploadedName(file.name);
      toast.success('File Uploaded', {
        description: `${filePurposeLabel(purpose)} file for ${platform} added.`,
      });
      reset();
    } catch (error) {
      setProgress(null);
      const message = error instanceof ApiError && error.status < 500 && error.message;
      // A refusal for several secrets lists them one a line.
      toast.error('Upload Failed', {
        description: message || UPLOAD_FAILED,
        classNames: { description: 'whitespace-pre-line' },
      });
    } finally {
      setUploading(false);
    }
  };

  const busy = uploading;
  const name = uploadedName || file?.name || 'file';
  return (
    <form
      onSubmit={(event) => void upload(event)}
      noValidate
      className="grid gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4"
      aria-label={label}
    >
      <label htmlFor={inputId} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        accept={accept}
        disabled={busy}
        aria-describedby={hintsId}
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
        className="text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
      />
      <UploadHints
        id={hintsId}
        fixedPurpose={fixedPurpose}
        chosen={file && { file, purpose, platform }}
        versionNumber={versionNumber}
      />
      {file && (
        <div className="grid gap-3 sm:grid-cols-3">
          <label className="block">
            <span className={LABEL_CLASS}>Title</span>
            <input
              className={FIELD_CLASS}
              value={title}
              disabled={busy}
              onChange={(event) => setTitle(event.target.value)}
            />
          </label>
          <label className="block">
            <span className={LABEL_CLASS}>Category</span>
            <select
              className={FIELD_CLASS}
              value={purpose}
              disabled={busy || fixedPurpose !== undefined}
              onChange={(event) => setPurpose(event.target.value as UploadPurpose)}
            >
              {UPLOAD_PURPOSES.map((option) => (
                <option key={option} value={option}>
                  {filePurposeLabel(option)}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className={LABEL_CLASS}>Platform</span>
            <select
              className={FIELD_CLASS}
              value={platform}
              disabled={busy}
              onChange={(event) => setPlatform(event.target.value as FilePlatform)}
            >
              {platformChoices(productPlatform).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </label>
          <p className="text-sm text-slate-600 sm:col-span-3">
            {file.name} · {formatFileSize(file.size)}
          </p>
        </div>
      )}
      {progress !== null && (
        <div>
          <div
            role="progressbar"
            aria-label={`Upload of ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-indigo-600 transition-[width] motion-reduce:transition-none"
              style={{ width: `${Math.round(progress * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-slate-600" aria-live="polite">
            {uploadedName ? `${uploadedName} uploaded` : `${Math.round(progress * 100)}% uploaded`}
          </p>
        </div>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className={buttonClass('primary', 'sm', 'w-fit')}
        disabled={!file || busy}
      >
        {busy ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  );
}
