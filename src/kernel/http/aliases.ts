import { AppError } from '../errors.ts';

/**
 * Input aliases: the specification's names (`personId`, `mobileNumber`, …) for the public wire
 * names (`id`, `phoneNumber`, …). Keys are alias → wire name; a dotted key reaches into a
 * nested object (`lockDoor.doorName`).
 */
export type AliasMap = Record<string, string>;

function renameIn(target: Record<string, unknown>, alias: string, wire: string, path: string): void {
  if (!(alias in target)) return;
  const value = target[alias];
  if (wire in target && target[wire] !== value) {
    throw new AppError(400, 'VALIDATION_FAILED', `${path}/${alias} and ${path}/${wire} name the same field with different values`, [
      { field: `${path}/${alias}`, message: `conflicts with ${wire}` },
    ]);
  }
  delete target[alias];
  target[wire] = value;
}

function applyToObject(value: unknown, aliases: AliasMap, path: string): void {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  for (const [alias, wire] of Object.entries(aliases)) {
    const parts = alias.split('.');
    let target = value as Record<string, unknown>;
    let at = path;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      if (!next || typeof next !== 'object') {
        target = undefined as never;
        break;
      }
      target = next as Record<string, unknown>;
      at += `/${part}`;
    }
    if (target) renameIn(target, parts[parts.length - 1], wire, at);
  }
}

/** Renames aliases in a body that is one object or an array of objects. */
export function applyAliases(body: unknown, aliases: AliasMap): void {
  if (Array.isArray(body)) body.forEach((item, i) => applyToObject(item, aliases, `/${i}`));
  else applyToObject(body, aliases, '');
}
