/** Every template the module's windows render (their PARTS), relative to templates/; a test keeps this list complete. */
export const MODULE_TEMPLATES: readonly string[] = [
  "gloomhaven/turn-header.hbs",
  "gloomhaven/ability-editor.hbs",
  "gloomhaven/turn-options.hbs",
  "gloomhaven/turn-footer.hbs",
  "gloomhaven/monster-data.hbs",
  "gloomhaven/deck-card.hbs",
  "gloomhaven/deck-window.hbs",
  "gloomhaven/deck-chat.hbs",
  "arkham/board-areas.hbs",
  "arkham/pieces.hbs",
  "arkham/mythos.hbs",
  "arkham/mythos-phase.hbs",
  "arkham/phase-tracker.hbs",
  "arkham/state.hbs",
  "self-check/report.hbs",
];
