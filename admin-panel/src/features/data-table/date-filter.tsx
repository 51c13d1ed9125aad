import { useAdminText } from '../../i18n/admin-text';
import { Input, Select } from '../../ui/controls';
import { Field } from '../../ui/field';
import { DATE_PRESETS, presetOf, presetRange, type DatePreset } from './date-presets';
import { listText } from './list-text';

interface Props {
  from?: string;
  to?: string;
  onChange: (from?: string, to?: string) => void;
  /** "Received" (certificates: "Uploaded"). */
  label?: string;
}

/** "Received": a preset (Today, Yesterday, Last 7 days, This month) or a custom range of IST days. */
export function DateFilter({ from, to, onChange, label }: Props) {
  const preset = presetOf(from, to);
  const t = useAdminText(listText);
  return (
    <>
      <Field label={label ?? t('list.received')}>
        <Select
          value={preset}
          onChange={(e) => {
            const value = e.target.value as DatePreset | 'custom' | '';
            if (value === '') onChange(undefined, undefined);
            // A custom range starts from what is shown (or today), so the two boxes appear filled in.
            else if (value === 'custom') onChange(from ?? presetRange('today').from, to ?? presetRange('today').to);
            else onChange(presetRange(value).from, presetRange(value).to);
          }}
        >
          <option value="">{t('date.anyTime')}</option>
          {DATE_PRESETS.map((p) => (
            <option key={p.value} value={p.value}>
              {t(p.label)}
            </option>
          ))}
          <option value="custom">{t('date.custom')}</option>
        </Select>
      </Field>
      {preset === 'custom' && (
        <>
          <Field label={t('date.from')}>
            <Input
              type="date"
              value={from ?? ''}
              max={to}
              onChange={(e) => onChange(e.target.value || undefined, to)}
            />
          </Field>
          <Field label={t('date.to')}>
            <Input
              type="date"
              value={to ?? ''}
              min={from}
              onChange={(e) => onChange(from, e.target.value || undefined)}
            />
          </Field>
        </>
      )}
    </>
  );
}
