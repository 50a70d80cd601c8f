export * from './accounts';
export * from './events';
export * from './mail';
export * from './organizations';
export * from './system';
export * from './translations';
export * from './respondents';
