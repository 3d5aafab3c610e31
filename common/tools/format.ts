/** 1234.5 as "1,235"; shares as "12.3%"; amounts as "$1,235" (cents kept under 100). */
export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
export const pct = (share: number, digits = 1) => `${fmt(share * 100, digits)}%`;
export const money = (n: number, sign = '$') => `${sign}${fmt(n, Number.isInteger(n) || n >= 100 ? 0 : 2)}`;
