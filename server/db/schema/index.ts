export * from './accounts';
export * from './events';
export * from './organizations';
export * from './translations';
export * from './system';
