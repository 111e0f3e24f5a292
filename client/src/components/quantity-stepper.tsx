import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../common/constants.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';

interface QuantityStepperProps {
  id: string;
  value: number;
  onChange: (value: number) => void;
  /** The product's stock; SPEC §5 caps at 10 when there is none. */
  max?: number;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, LIMITS.quantityMin), max);

/** − [n] + between 1 and the stock (SPEC §5), with 44px buttons for thumbs. */
export function QuantityStepper({
  id,
  value,
  onChange,
  max = LIMITS.quantityDefaultMax,
  disabled,
  invalid,
  describedBy,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const upper = Math.max(LIMITS.quantityMin, max);
  return (
    <div className="flex items-center gap-1" dir="ltr">
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-11 md:size-10"
        aria-label={t('quantityStepper.decrease')}
        aria-controls={id}
        disabled={disabled || value <= LIMITS.quantityMin}
        onClick={() => onChange(clamp(value - 1, upper))}
      >
        <Minus aria-hidden />
      </Button>
      <Input
        id={id}
        inputMode="numeric"
        className="h-11 w-16 text-center tabular-nums md:h-10"
        value={value > 0 ? String(value) : ''}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          onChange(digits === '' ? 0 : Math.min(Number(digits), upper));
        }}
        onBlur={() => onChange(clamp(value, upper))}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-11 md:size-10"
        aria-label={t('quantityStepper.increase')}
        aria-controls={id}
        disabled={disabled || value >= upper}
        onClick={() => onChange(clamp(value + 1, upper))}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
