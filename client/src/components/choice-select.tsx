/**
 * A select over a fixed list of choices (a status filter, a sort, a governorate): the one way the
 * app draws a Radix select, 44px tall on phones. The caller labels it (a <Label htmlFor={id}> or
 * form-field props) and turns the chosen string back into its own type.
 */
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceSelectProps extends Omit<
  ComponentProps<typeof SelectTrigger>,
  'value' | 'defaultValue' | 'children'
> {
  value: string | undefined;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
}

export function ChoiceSelect({
  value,
  onValueChange,
  choices,
  placeholder,
  className,
  ...triggerProps
}: ChoiceSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger className={cn('h-11 md:h-10', className)} {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
