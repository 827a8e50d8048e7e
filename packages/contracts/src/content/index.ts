// Contracts of the content feature; one file per operation, re-exported here.
export {};
