/** Whether a scene has a hexagonal grid (the scene document's grid type, CONST.GRID_TYPES HEX*). */
export function isHexScene(sceneId: string): boolean {
  const type = game.scenes?.get(sceneId)?.grid.type;
  const { HEXODDR, HEXEVENR, HEXODDQ, HEXEVENQ } = CONST.GRID_TYPES;
  return type === HEXODDR || type === HEXEVENR || type === HEXODDQ || type === HEXEVENQ;
}
