// Instants and time windows for tests of totals that add whole days from day counts to the
// entries of the partial first and last day (migrations 020 and 023).

const DAY = '2026-03-1';

/** Instants over five UTC days, several exactly at or next to midnight. */
export const INSTANTS = [
  `${DAY}0T00:00:00.000Z`,
  `${DAY}0T08:30:00.000Z`,
  `${DAY}0T23:59:59.999Z`,
  `${DAY}1T00:00:00.000Z`,
  `${DAY}1T00:00:00.001Z`,
  `${DAY}1T12:00:00.000Z`,
  `${DAY}2T06:00:00.000Z`,
  `${DAY}3T23:59:59.999Z`,
  `${DAY}4T00:00:00.000Z`,
  `${DAY}4T17:45:00.000Z`,
];

/** Windows with both, one or no bound: within a day, across one midnight, across several. */
export const WINDOWS: { from?: string; to?: string }[] = [
  {},
  { from: INSTANTS[0] },
  { to: INSTANTS[5] },
  ...INSTANTS.flatMap((from, i) => INSTANTS.slice(i).map((to) => ({ from, to }))),
  { from: '2026-03-09T12:00:00.000Z', to: '2026-03-15T00:00:00.000Z' },
  { from: `${DAY}0T23:00:00.000Z`, to: `${DAY}1T00:00:00.000Z` },
  { from: `${DAY}1T00:00:00.000Z`, to: `${DAY}3T23:59:59.999Z` },
];
