/** The module id: flag scope, settings namespace, hook prefix and template path root. */
export const MODULE_ID = "monster-autopilot";

/** Path of a template file as Foundry serves it. */
export function templatePath(file: string): string {
  return `modules/${MODULE_ID}/templates/${file}`;
}
