// A JSON value as a compact URL-safe string (deflated, base64url), for the share links of both
// tabs: the Hex tab packs its case JSON, the Arkham tab its phase state.
import { deflateSync, inflateSync, strFromU8, strToU8 } from "fflate";

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
}

/** Packs a JSON value: JSON text, deflated, base64url (no padding). */
export function packJson(value: unknown): string {
  return toBase64Url(deflateSync(strToU8(JSON.stringify(value)), { level: 9 }));
}

/** Unpacks a string made by {@link packJson}; undefined when it is not one (damaged or cut short). */
export function unpackJson(text: string): { readonly value: unknown } | undefined {
  try {
    return { value: JSON.parse(strFromU8(inflateSync(fromBase64Url(text)))) as unknown };
  } catch {
    return undefined;
  }
}
