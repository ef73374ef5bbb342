export * from './options.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './derive.ts';
export * from './search.ts';
export * from './account.ts';
export * from './payroll.ts';
export * from './payrollSchemas.ts';
