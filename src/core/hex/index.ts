export * from "./hex";
export * from "./directions";
export * from "./distance";
export * from "./symmetry";
export * from "./offset";
export * from "./geometry";
export * from "./bounds";
