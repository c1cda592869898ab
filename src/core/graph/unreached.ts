/** Unreachable marker for distance arrays. */
export const UNREACHED = 0x3fffffff;
