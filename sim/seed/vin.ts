// Plausible VINs: WMI + descriptor + real check digit + model-year code + plant + serial.
const TRANSLIT: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY'; // 2010..2030
export const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function checkDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i];
    const value = c >= '0' && c <= '9' ? Number(c) : TRANSLIT[c];
    sum += value * WEIGHTS[i];
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/** `descriptor` is 5 VIN characters; `serial` makes the VIN unique. */
export function makeVin(wmi: string, descriptor: string, year: number, plant: string, serial: number): string {
  const yearCode = YEAR_CODES[Math.min(Math.max(year - 2010, 0), YEAR_CODES.length - 1)];
  const draft = `${wmi}${descriptor}0${yearCode}${plant}${String(serial % 1_000_000).padStart(6, '0')}`;
  return draft.slice(0, 8) + checkDigit(draft) + draft.slice(9);
}
