/**
 * One field of a react-hook-form form, written once: the label, the control bound to the field's
 * name, a hint, and the field's error in the reader's language (errors are message codes, from the
 * shared schema or the server, read by fieldErrorText). `TextField` draws an Input,
 * `TextAreaField` a Textarea, `SelectField` a Select of given choices, and `Field` whatever
 * control it is given (PhoneInput, PasswordInput).
 */
import { Slot } from 'radix-ui';
import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import {
  Controller,
  get,
  useFormState,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { fieldErrorText } from '../../lib/validation.ts';
import { FormField, type FormFieldControlProps } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select.tsx';
import { Textarea } from '../ui/textarea.tsx';

/** What a field needs of its form; `useForm()`'s result is one. */
export type FieldForm<T extends FieldValues, TOut = T> = Pick<
  UseFormReturn<T, unknown, TOut>,
  'register' | 'control'
>;

interface FieldProps<T extends FieldValues, TOut> {
  form: FieldForm<T, TOut>;
  name: Path<T>;
  label: ReactNode;
  /** A hint under the control (a counter, a format). */
  description?: string;
  /** Marks the field as required: a star after the label, aria-required on the control. */
  requiredMark?: boolean;
  /** The control's id; one is made up when the page does not need to know it. */
  id?: string;
  /** Classes of the field (label, control and messages), e.g. a grid span. */
  className?: string;
}

/** The star after a required field's label; the control says it with aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden className="text-destructive">
      *
    </span>
  );
}

/** The id and aria attributes a field's control carries. */
type Wiring = FormFieldControlProps & { 'aria-required'?: boolean };

/** Label, hint and error around a control; `control` gets the id and aria wiring to put on it. */
function FieldFrame<T extends FieldValues, TOut>(
  field: FieldProps<T, TOut> & { control: (wiring: Wiring) => ReactNode },
) {
  const { t } = useTranslation();
  const madeUpId = useId();
  const { errors } = useFormState({ control: field.form.control, name: field.name });
  // Nested names ("items.0.quantity") are paths into the errors object.
  const { message } = (get(errors, field.name) ?? {}) as { message?: unknown };
  const required = field.requiredMark || undefined;
  return (
    <FormField
      label={
        required ? (
          <>
            {field.label} <RequiredMark />
          </>
        ) : (
          field.label
        )
      }
      htmlFor={field.id ?? madeUpId}
      error={fieldErrorText(t, typeof message === 'string' ? message : undefined)}
      description={field.description}
      className={field.className}
    >
      {(wiring) => field.control({ ...wiring, 'aria-required': required })}
    </FormField>
  );
}

type RegisteredProps<T extends FieldValues, TOut> = FieldProps<T, TOut> & {
  /** Registration options, e.g. `{ valueAsNumber: true }`. */
  options?: RegisterOptions<T, Path<T>>;
};

/** A field around the control given as child, which receives the registration and the wiring. */
export function Field<T extends FieldValues, TOut = T>({
  options,
  children,
  ...field
}: RegisteredProps<T, TOut> & { children: ReactElement }) {
  return (
    <FieldFrame
      {...field}
      control={(wiring) => (
        <Slot.Root {...wiring} {...field.form.register(field.name, options)}>
          {children}
        </Slot.Root>
      )}
    />
  );
}

/**
 * What every field of a kind carries, so a form names the kind instead: mixed-script text reads
 * in its own direction; emails, phones and codes (amounts, plates, references) are left to right,
 * aligned to the end in right-to-left pages. A field's own props win.
 */
const KINDS = {
  text: { dir: 'auto' },
  name: { dir: 'auto', autoComplete: 'name' },
  address: { dir: 'auto', autoComplete: 'street-address' },
  username: {
    autoComplete: 'username',
    autoCapitalize: 'none',
    autoCorrect: 'off',
    spellCheck: false,
    dir: 'auto',
  },
  email: {
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    spellCheck: false,
    dir: 'ltr',
    className: 'rtl:text-end',
  },
  phone: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    dir: 'ltr',
    className: 'rtl:text-end',
  },
  code: { dir: 'ltr', className: 'rtl:text-end' },
  password: { type: 'password', autoComplete: 'current-password' },
  'new-password': { type: 'password', autoComplete: 'new-password' },
} satisfies Record<string, ComponentProps<typeof Input>>;

type TextFieldProps<T extends FieldValues, TOut> = RegisteredProps<T, TOut> &
  Omit<ComponentProps<typeof Input>, 'name' | 'id' | 'form' | 'className' | 'children'> & {
    kind?: keyof typeof KINDS;
    /** Classes of the input; it is 44px tall on phones, 40px from md up, unless told. */
    inputClassName?: string;
  };

/** A one-line text field. */
export function TextField<T extends FieldValues, TOut = T>({
  form,
  name,
  label,
  description,
  requiredMark,
  id,
  className,
  options,
  kind = 'text',
  inputClassName,
  ...inputProps
}: TextFieldProps<T, TOut>) {
  const { className: kindClassName, ...kindProps }: ComponentProps<typeof Input> = KINDS[kind];
  return (
    <Field {...{ form, name, label, description, requiredMark, id, className, options }}>
      <Input
        className={cn('h-11 md:h-10', kindClassName, inputClassName)}
        {...kindProps}
        {...inputProps}
      />
    </Field>
  );
}

type TextAreaFieldProps<T extends FieldValues, TOut> = RegisteredProps<T, TOut> &
  Pick<ComponentProps<typeof Textarea>, 'rows' | 'placeholder' | 'maxLength' | 'aria-required'> & {
    inputClassName?: string;
  };

/** A text field of several lines, in the writer's direction. */
export function TextAreaField<T extends FieldValues, TOut = T>({
  rows,
  placeholder,
  maxLength,
  'aria-required': ariaRequired,
  inputClassName,
  ...field
}: TextAreaFieldProps<T, TOut>) {
  return (
    <Field {...field}>
      <Textarea
        dir="auto"
        className={inputClassName}
        {...{ rows, placeholder, maxLength }}
        aria-required={ariaRequired}
      />
    </Field>
  );
}

export interface SelectChoice {
  value: string;
  label: string;
  disabled?: boolean;
}

type SelectFieldProps<T extends FieldValues, TOut> = FieldProps<T, TOut> & {
  choices: readonly SelectChoice[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** The choice the select shows for the field's value, when it is not the value itself. */
  shown?: (value: string) => string;
  contentClassName?: string;
};

/** A choice among a few (a governorate, a payment method), in a Select. */
export function SelectField<T extends FieldValues, TOut = T>({
  choices,
  placeholder,
  shown,
  contentClassName,
  ...field
}: SelectFieldProps<T, TOut>) {
  return (
    <FieldFrame
      {...field}
      control={(wiring) => (
        <Controller
          control={field.form.control}
          name={field.name}
          render={({ field: { value, onChange, onBlur, ref } }) => {
            const chosen = typeof value === 'string' ? value : '';
            return (
              <Select value={shown ? shown(chosen) : chosen} onValueChange={onChange}>
                <SelectTrigger className="h-11 md:h-10" ref={ref} onBlur={onBlur} {...wiring}>
                  <SelectValue placeholder={placeholder} />
                </SelectTrigger>
                <SelectContent className={contentClassName}>
                  {choices.map((choice) => (
                    <SelectItem key={choice.value} value={choice.value} disabled={choice.disabled}>
                      {choice.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            );
          }}
        />
      )}
    />
  );
}

interface RadioCardsFieldProps<T extends FieldValues, TOut> {
  form: FieldForm<T, TOut>;
  name: Path<T>;
  legend: ReactNode;
  choices: readonly { value: string; label: ReactNode }[];
}

/**
 * One choice among a few, as a fieldset of large tappable cards (a report's reason, a failed
 * delivery's): the legend, a radio per choice, and the field's error under them.
 */
export function RadioCardsField<T extends FieldValues, TOut = T>({
  form,
  name,
  legend,
  choices,
}: RadioCardsFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const errorId = useId();
  const { errors } = useFormState({ control: form.control, name });
  const { message } = (get(errors, name) ?? {}) as { message?: unknown };
  const error = fieldErrorText(t, typeof message === 'string' ? message : undefined);
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className={cn('mb-2 text-sm font-medium', error && 'text-destructive')}>
        {legend}
      </legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input bg-background px-3 py-2 text-sm',
            'hover:bg-accent/40 has-checked:border-primary has-checked:bg-primary/10',
            'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
            error && 'border-destructive',
          )}
        >
          <input
            type="radio"
            value={choice.value}
            className="size-4 shrink-0 accent-primary outline-none"
            aria-invalid={error ? true : undefined}
            {...form.register(name)}
          />
          {choice.label}
        </label>
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
