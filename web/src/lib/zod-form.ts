import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldErrors,
  type FieldValues,
  type UseFormProps,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

/**
 * A react-hook-form form validated by a zod schema (the API's contract where the form sends
 * one): the submit handler gets the schema's output, trimmed and normalised as the server
 * would. `mode: 'onSubmit'` (the default) keeps validation quiet until the first submit.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...options,
    resolver: zodResolver(schema),
  });
}

export interface ToastText {
  title: string;
  description?: string;
}

function messageOf(error: unknown): string | null {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : null;
}

/**
 * The message of the first failed field, in the order the form shows its fields; else a
 * form-wide one (a schema refinement without a field, which the resolver files under '').
 */
export function firstErrorMessage(errors: FieldErrors, order: readonly string[]): string | null {
  for (const name of order) {
    const message = messageOf(get(errors, name));
    if (message) return message;
  }
  return messageOf((errors as Record<string, unknown>)['']) ?? messageOf(errors.root);
}

/**
 * The invalid-submit handler of the forms that report a problem with a toast: the first
 * failed field's message, shown as `texts[message]` when the form words it differently,
 * otherwise as the description under 'Error'.
 */
export function toastFirstError(
  order: readonly string[],
  texts: Readonly<Record<string, ToastText>> = {},
) {
  return (errors: FieldErrors) => {
    const message = firstErrorMessage(errors, order);
    if (!message) return;
    const text = texts[message] ?? { title: 'Error', description: message };
    toast.error(text.title, text.description ? { description: text.description } : undefined);
  };
}
