import { Input } from 'antd';
import { contrastWithWhite, formatRatio, normalizeHex, WCAG_AA } from '../colour';

interface BrandColourInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

// The brand colour as a colour picker and as text (either one sets it), with a sample of white text
// on it and its contrast ratio; Form.Item gives it the value, and shows the refusal under it.
export function BrandColourInput({ id, value = '', onChange }: BrandColourInputProps) {
  const colour = normalizeHex(value);
  const ratio = colour ? contrastWithWhite(colour) : null;
  return (
    <div className="brand-colour">
      <input
        type="color"
        className="brand-colour__picker"
        aria-label="Pick the brand colour"
        value={colour ?? '#000000'}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Input
        id={id}
        className="brand-colour__text"
        value={value}
        maxLength={7}
        placeholder="#12355b"
        spellCheck={false}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {colour && ratio !== null && (
        <span className="brand-colour__sample" style={{ background: colour }} aria-hidden="true">
          Aa
        </span>
      )}
      {ratio !== null && (
        <span className="brand-colour__ratio" role="status">
          Contrast with white text: {formatRatio(ratio)}:1 {ratio >= WCAG_AA ? '(passes WCAG AA)' : '(too low)'}
        </span>
      )}
    </div>
  );
}
