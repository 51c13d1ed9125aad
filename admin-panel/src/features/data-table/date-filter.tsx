import { Input, Select } from '../../ui/controls';
import { Field } from '../../ui/field';
import { DATE_PRESETS, presetOf, presetRange, type DatePreset } from './date-presets';

interface Props {
  from?: string;
  to?: string;
  onChange: (from?: string, to?: string) => void;
  /** "Received" (certificates: "Uploaded"). */
  label?: string;
}

/** "Received": a preset (Today, Yesterday, Last 7 days, This month) or a custom range of IST days. */
export function DateFilter({ from, to, onChange, label = 'Received' }: Props) {
  const preset = presetOf(from, to);
  return (
    <>
      <Field label={label}>
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
          <option value="">Any time</option>
          {DATE_PRESETS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
          <option value="custom">Custom range…</option>
        </Select>
      </Field>
      {preset === 'custom' && (
        <>
          <Field label="From (India date)">
            <Input
              type="date"
              value={from ?? ''}
              max={to}
              onChange={(e) => onChange(e.target.value || undefined, to)}
            />
          </Field>
          <Field label="To (India date)">
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
