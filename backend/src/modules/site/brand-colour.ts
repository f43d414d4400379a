// The brand colour as a request sends it, before it is checked: hex notation made one spelling.
// (The contrast rule it must pass is @coach/shared's brand-colour, which the SPA's form applies too.)

// '#ABC' or '#aabbcc' (any case, surrounding spaces) → '#aabbcc'; anything else is left as it is.
export function normaliseHex(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const hex = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : hex;
}
