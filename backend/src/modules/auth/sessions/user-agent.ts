// A User-Agent header as a person reads it: "Firefox 128" on "macOS". Only the browsers and
// systems people use; anything else is "Unknown browser" / "Unknown system".
export interface Device {
  browser: string;
  os: string;
}

// first match wins: Edge, Opera and Samsung Internet also name Chrome and Safari
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bChromium\/(\d+)/, 'Chromium'],
  [/\bVersion\/(\d+)(?:[.\d]*)? (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

// iOS before macOS: an iPhone's header says "like Mac OS X"
const SYSTEMS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/\bWindows NT 10/, () => 'Windows'],
  [/\bWindows NT 6\.3/, () => 'Windows 8.1'],
  [/\bWindows NT 6\.1/, () => 'Windows 7'],
  [/\bWindows\b/, () => 'Windows'],
  [/\b(?:iPhone|iPod)\b/, () => 'iOS'],
  [/\biPad\b/, () => 'iPadOS'],
  [/\bAndroid (\d+)/, (m) => `Android ${m[1]}`],
  [/\bAndroid\b/, () => 'Android'],
  [/\bCrOS\b/, () => 'ChromeOS'],
  [/\bMac OS X\b/, () => 'macOS'],
  [/\bLinux\b/, () => 'Linux'],
];

export function describeUserAgent(header: string | null | undefined): Device {
  const ua = header ?? '';
  let browser = 'Unknown browser';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua));
  const os = system ? system[1](ua.match(system[0])!) : 'Unknown system';
  return { browser, os };
}
