export * from './constants';
export * from './permissions';
export * from './format';
export * from './rules';
export * from './messages';
export * from './schemas';
export * from './names';
export * from './file-schemas';
