export * from './accounts';
export * from './events';
export * from './organizations';
export * from './system';
export * from './translations';
export * from './mail';
