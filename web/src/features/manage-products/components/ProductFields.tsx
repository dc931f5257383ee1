import type { ProductInput } from '@contracts/manage/products';
import { PLATFORMS } from '@rules/product';
import { FIELD_CLASS, LABEL_CLASS, CHECKBOX_CLASS } from '../../../components/form';
import { Markup } from '../../../components/Markup';
import { PayWhatYouWantFields } from './PayWhatYouWantFields';

export type FieldErrors = Partial<Record<keyof ProductInput, string>>;

interface ProductFieldsProps {
  value: ProductInput;
  errors: FieldErrors;
  onChange: (next: ProductInput) => void;
  /** Categories the shop already uses, offered while typing so products group together. */
  categories?: readonly string[];
}

const TEXTAREA = `${FIELD_CLASS} h-auto py-2`;

function Error({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null;
}

/** Every editable field of a product; descriptions use the shop's markup, previewed live. */
export function ProductFields({ value, errors, onChange, categories = [] }: ProductFieldsProps) {
  const set = <K extends keyof ProductInput>(key: K, next: ProductInput[K]) =>
    onChange({ ...value, [key]: next });
  const text = (
    key: keyof ProductInput,
    label: string,
    props: { type?: string; list?: string } = {},
    help?: string,
  ) => (
    // The help and the error sit beside the label, not in it: the field's name stays its label
    // alone, and aria-describedby reads them.
    <div>
      <label className="block">
        <span className={LABEL_CLASS}>{label}</span>
        <input
          {...props}
          className={FIELD_CLASS}
          value={String(value[key] ?? '')}
          aria-invalid={Boolean(errors[key])}
          aria-describedby={
            [errors[key] && `${key}-error`, help && `${key}-help`].filter(Boolean).join(' ') ||
            undefined
          }
          onChange={(event) =>
            set(
              key,
              (props.type === 'number' ? Number(event.target.value) : event.target.value) as never,
            )
          }
        />
      </label>
      {help && (
        <span id={`${key}-help`} className="mt-1 block text-xs text-slate-600">
          {help}
        </span>
      )}
      <Error id={`${key}-error`} text={errors[key]} />
    </div>
  );
  return (
    <div className="grid gap-5">
      {text('name', 'Name')}
      {text('short_description', 'Short description')}
      <div>
        <label className="block">
          <span className={LABEL_CLASS}>Description</span>
          <textarea
            rows={6}
            className={TEXTAREA}
            value={value.description}
            onChange={(event) => set('description', event.target.value)}
            aria-describedby="description-help"
          />
        </label>
        <p id="description-help" className="mt-1 text-xs text-slate-600">
          **bold**, *italic*, lines starting with "- " for bullets, [text](https://link).
        </p>
      </div>
      {value.description && (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <p className="text-xs font-semibold text-slate-500 uppercase">Preview</p>
          <Markup text={value.description} className="mt-2 text-sm text-slate-800" />
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-3">
        {text('price', 'Price (USD)', { type: 'number' }, '0 makes it free ("Get it free").')}
        <label className="block">
          <span className={LABEL_CLASS}>Platform</span>
          <select
            className={FIELD_CLASS}
            value={value.platform}
            onChange={(event) => set('platform', event.target.value as ProductInput['platform'])}
          >
            {PLATFORMS.map((platform) => (
              <option key={platform}>{platform}</option>
            ))}
          </select>
        </label>
        {text('category', 'Category', { list: 'category-suggestions' })}
        <datalist id="category-suggestions">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>
      <PayWhatYouWantFields value={value} errors={errors} onChange={onChange} />
      <label className="block">
        <span className={LABEL_CLASS}>Prerequisites</span>
        <textarea
          rows={3}
          className={TEXTAREA}
          value={value.prerequisites}
          onChange={(event) => set('prerequisites', event.target.value)}
        />
      </label>
      <div className="grid gap-5 sm:grid-cols-3">
        {text('video_youtube_id', 'Demo video id (YouTube)')}
        {text(
          'system_shortname',
          'System short name',
          {},
          'Optional. Your own short name for the automation; buyers never see it.',
        )}
        {text(
          'system_filename',
          'System file name',
          {},
          'Optional. Your own name for its main file, to tell uploads apart; not shown to buyers.',
        )}
      </div>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className={CHECKBOX_CLASS}
          checked={value.active}
          onChange={(event) => set('active', event.target.checked)}
        />
        <span className="text-sm text-slate-800">
          Listed in the shop
          <span className="block text-xs text-slate-600">
            Buyers see it once a version is published and it is marked available for purchase (or
            coming soon) on the product&apos;s management screen.
          </span>
        </span>
      </label>
    </div>
  );
}
