const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'Chromebook'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** The name a passkey gets when the member gives none: the system it was made on ("Passkey (Android)"). */
export function defaultPasskeyName(userAgent: string | undefined): string {
  const system = SYSTEMS.find(([re]) => re.test(userAgent ?? ''))?.[1];
  return system ? `Passkey (${system})` : 'Passkey';
}
