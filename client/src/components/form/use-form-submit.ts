/**
 * The one way a form sends: run the action; on failure put the server's field messages under the
 * form's fields (focusing the first, as react-hook-form does for its own errors) and show the
 * error toast; on success show the success toast and take the next step. Every form in the client
 * submits through `useFormSubmit`; a button or a plain reply box that sends without a form uses
 * `useSubmitAction`, the same thing without fields. See docs/decisions/014-one-form-pattern.md.
 */
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessageOf, setServerFieldErrors } from '../../lib/form-errors.ts';
import { toast, type ToastInput } from '../ui/use-toast.ts';

export interface SubmitOptions<TInput, TResult> {
  /** Sends; whatever it throws (usually an ApiError) is the failure reported. */
  action: (input: TInput) => Promise<TResult>;
  /**
   * Title of the destructive toast, e.g. 'Failed to send message' (SPEC §8). Without one there is
   * no toast: the form shows the failure itself, in onError.
   */
  errorTitle?: string;
  /** The toast's text when the server says nothing worth showing; `common.error` by default. */
  fallback?: string;
  /** The toast's whole text instead, for the few screens that word failures their own way. */
  describe?: (error: unknown) => string;
  /** Shown after a success; a function when it names what the answer holds. */
  successToast?: ToastInput | ((result: TResult, input: TInput) => ToastInput);
  /** The next step after a success (close, reset, navigate); runs after the success toast. */
  onSuccess?: (result: TResult, input: TInput) => void;
  /**
   * Runs on a failure once the field messages are set, with the toast's text. Return true when it
   * has shown the failure itself (inline, as a conflict notice): no toast follows then.
   */
  onError?: (error: unknown, message: string) => boolean | void;
}

export interface FormSubmitOptions<
  TFieldValues extends FieldValues,
  TInput,
  TResult,
> extends SubmitOptions<TInput, TResult> {
  /** The fields a 400 (or a 409 about one field, e.g. a taken email) may name; others are ignored. */
  fields?: readonly Path<TFieldValues>[];
}

/** Resolves true when the action succeeded, false when the failure has been shown. */
export type Submit<TInput> = (input: TInput) => Promise<boolean>;

async function run<TInput, TResult>(
  t: TFunction,
  options: SubmitOptions<TInput, TResult>,
  input: TInput,
  showFieldErrors: (error: unknown) => void,
): Promise<boolean> {
  let result: TResult;
  try {
    result = await options.action(input);
  } catch (error) {
    showFieldErrors(error);
    const message =
      options.describe?.(error) ?? serverMessageOf(t, error, options.fallback ?? t('common.error'));
    if (options.onError?.(error, message) === true || options.errorTitle === undefined) {
      return false;
    }
    toast({ variant: 'destructive', title: options.errorTitle, description: message });
    return false;
  }
  const { successToast } = options;
  if (successToast) {
    toast(typeof successToast === 'function' ? successToast(result, input) : successToast);
  }
  options.onSuccess?.(result, input);
  return true;
}

/**
 * The submit handler of one form, for `form.handleSubmit(...)`. It is rebuilt at each render on
 * purpose: a submit uses the options of the render it started from, as a hand-written one would.
 */
export function useFormSubmit<TFieldValues extends FieldValues, TInput, TResult>(
  form: { setError: UseFormSetError<TFieldValues> },
  { fields = [], ...options }: FormSubmitOptions<TFieldValues, TInput, TResult>,
): Submit<TInput> {
  const { t } = useTranslation();
  return (input) =>
    run(t, options, input, (error) =>
      // Last to first, each focusing its field: the first refused field on screen keeps focus.
      setServerFieldErrors<TFieldValues>(error, [...fields].reverse(), (name, fieldError) =>
        form.setError(name, fieldError, { shouldFocus: true }),
      ),
    );
}

/** The same for something sent without a form (a reply box, a confirm button): no fields. */
export function useSubmitAction<TInput, TResult>(
  options: SubmitOptions<TInput, TResult>,
): Submit<TInput> {
  const { t } = useTranslation();
  return (input) => run(t, options, input, () => {});
}
