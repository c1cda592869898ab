// Public API of the graph helpers shared by the rules cores.
export { UNREACHED } from "./unreached";
export { MinHeap } from "./min-heap";
