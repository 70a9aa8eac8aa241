/** Interleaved 2 of 5 (the boleto's barcode) as an SVG: narrow 1 unit, wide 3 units. */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

export function itfBarcodeSvg(digits: string, height = 50, unit = 1): string {
  if (!/^\d+$/.test(digits) || digits.length % 2 !== 0) throw new Error('ITF needs an even number of digits');
  // Start: bar, space, bar, space (narrow); stop: wide bar, narrow space, narrow bar.
  const widths: number[] = [1, 1, 1, 1];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])]!;
    const spaces = PATTERNS[Number(digits[i + 1])]!;
    for (let k = 0; k < 5; k++) widths.push(bars[k] === 'w' ? 3 : 1, spaces[k] === 'w' ? 3 : 1);
  }
  widths.push(3, 1, 1);
  let x = 0;
  const rects: string[] = [];
  widths.forEach((w, i) => {
    if (i % 2 === 0) rects.push(`<rect x="${x * unit}" y="0" width="${w * unit}" height="${height}"/>`);
    x += w;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${x * unit}" height="${height}" viewBox="0 0 ${x * unit} ${height}" role="img" aria-label="Código de barras">${rects.join('')}</svg>`;
}
