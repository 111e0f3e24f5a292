/** The formatting functions bound to the reader's language, re-rendering when it changes. */
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatPercent, formatPhone } from './format.ts';

export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return {
    language,
    money: (amount: number | string | null | undefined) => formatMoney(amount, language),
    percent: (value: number | null | undefined, fractionDigits?: number) =>
      formatPercent(value, language, fractionDigits),
    phone: formatPhone,
    date: (value: string | Date) => formatDate(value, language),
  };
}
