// db/tables.ts against the migrated database: the row types the compiler sees (read with TypeScript's own
// checker from the `Tables` declaration) and the columns information_schema lists, compared by
// compareSchema(). Used by server/db/schema.test.ts on both engines.
import path from 'node:path';
import ts from 'typescript';
import type { Knex } from 'knex';

/** What a column's TypeScript type may hold, as far as the database is concerned. */
type Kind = 'number' | 'string' | 'boolean' | 'bigint' | 'Date' | 'bytes' | 'array' | 'object';
interface TypedColumn {
  kinds: Kind[];
  /** `null` is one of its values (an optional `?` alone does not make a column nullable: a row read
   * without it simply did not select it). */
  nullable: boolean;
  /** Marked `@deprecated` in tables.ts: a column a later migration dropped, still typed because an older
   * migration writes it. It must be gone from the database. */
  dropped?: boolean;
}
export type RowTypes = Record<string, Record<string, TypedColumn>>;
interface DbColumn {
  /** information_schema's data_type ('integer', 'text', 'timestamp with time zone', 'ARRAY' …). */
  dataType: string;
  nullable: boolean;
}
export type DbTables = Record<string, Record<string, DbColumn>>;

/** Tables of Knex's own, which no row type declares. */
const KNEX_TABLES = ['knex_migrations', 'knex_migrations_lock'];

/** The TypeScript kinds a column of each database type may be read as. */
const COMPATIBLE: Record<string, Kind[]> = {
  integer: ['number'],
  smallint: ['number'],
  // pg hands int8 over as a number when it fits, else as text (db/index.ts); PGlite may give a BigInt.
  bigint: ['number', 'string', 'bigint'],
  numeric: ['number', 'string'],
  real: ['number'],
  'double precision': ['number'],
  text: ['string'],
  'character varying': ['string'],
  character: ['string'],
  uuid: ['string'],
  boolean: ['boolean'],
  'timestamp with time zone': ['Date'],
  'timestamp without time zone': ['Date'],
  // 'YYYY-MM-DD' text from pg, a UTC-midnight Date from PGlite (tables.ts DateColumn).
  date: ['string', 'Date'],
  bytea: ['bytes'],
  ARRAY: ['array'],
  jsonb: ['object', 'array', 'string', 'number', 'boolean'],
  json: ['object', 'array', 'string', 'number', 'boolean'],
};

/** Every difference between the row types and the database, one line each (none: they agree). */
export function compareSchema(rows: RowTypes, db: DbTables): string[] {
  const problems: string[] = [];
  for (const [table, columns] of Object.entries(rows)) {
    const inDb = db[table];
    if (!inDb) {
      problems.push(`${table}: has a row type but no table in the database`);
      continue;
    }
    for (const [column, typed] of Object.entries(columns)) {
      const actual = inDb[column];
      if (typed.dropped) {
        if (actual) problems.push(`${table}.${column}: marked @deprecated (dropped), but still in the database`);
        continue;
      }
      if (!actual) {
        problems.push(`${table}.${column}: in the row type but not in the database`);
        continue;
      }
      const allowed = COMPATIBLE[actual.dataType];
      if (!allowed) problems.push(`${table}.${column}: database type ${actual.dataType} is not one this check knows`);
      else {
        const wrong = typed.kinds.filter((k) => !allowed.includes(k));
        if (wrong.length || typed.kinds.length === 0)
          problems.push(
            `${table}.${column}: typed ${typed.kinds.join(' | ') || 'never'}, but the column is ${actual.dataType}`,
          );
      }
      if (typed.nullable !== actual.nullable)
        problems.push(
          `${table}.${column}: ${typed.nullable ? 'typed as nullable, but the column is NOT NULL' : 'the column may be NULL, but its type has no null'}`,
        );
    }
  }
  for (const table of Object.keys(db))
    if (!rows[table] && !KNEX_TABLES.includes(table)) problems.push(`${table}: in the database but has no row type`);
  return problems;
}

/** The columns of every table in the database's current schema (the one the migrations made). */
export async function databaseTables(db: Knex): Promise<DbTables> {
  const result = await db.raw<{
    rows: { table_name: string; column_name: string; data_type: string; is_nullable: string }[];
  }>(
    `select c.table_name, c.column_name, c.data_type, c.is_nullable
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'`,
  );
  const tables: DbTables = {};
  for (const r of result.rows)
    (tables[r.table_name] ??= {})[r.column_name] = { dataType: r.data_type, nullable: r.is_nullable === 'YES' };
  return tables;
}

/** The row type of each table in `Tables` (the first argument of its `Table<Row, …>`), read from tables.ts
 * by the compiler with the project's own settings. */
export function rowTypesOf(file = path.resolve(import.meta.dirname, '../db/tables.ts')): RowTypes {
  const root = path.resolve(import.meta.dirname, '../..');
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), (f) => ts.sys.readFile(f));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram([file], { ...options, types: ['node'], noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not in the program`);
  let tables: ts.InterfaceDeclaration | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Tables') tables = node;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  if (!tables) throw new Error(`${file} declares no Tables interface`);
  const rows: RowTypes = {};
  for (const member of tables.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
    const rowNode = member.type.typeArguments?.[0];
    if (!rowNode) continue;
    const rowType = checker.getTypeFromTypeNode(rowNode);
    const columns: Record<string, TypedColumn> = {};
    for (const prop of checker.getPropertiesOfType(rowType)) {
      const type = checker.getTypeOfSymbolAtLocation(prop, rowNode);
      const kinds = new Set<Kind>();
      let nullable = false;
      for (const part of type.isUnion() ? type.types : [type]) {
        if (part.flags & ts.TypeFlags.Null) nullable = true;
        else if (part.flags & ts.TypeFlags.Undefined)
          continue; // from `?`
        else kinds.add(kindOf(checker, part));
      }
      const dropped = prop.getJsDocTags(checker).some((t) => t.name === 'deprecated');
      columns[prop.name] = { kinds: [...kinds], nullable, ...(dropped && { dropped }) };
    }
    rows[member.name.getText(source)] = columns;
  }
  return rows;
}

function kindOf(checker: ts.TypeChecker, type: ts.Type): Kind {
  const f = type.flags;
  if (f & (ts.TypeFlags.NumberLike & ~ts.TypeFlags.BigIntLike)) return 'number';
  if (f & ts.TypeFlags.BigIntLike) return 'bigint';
  if (f & (ts.TypeFlags.StringLike | ts.TypeFlags.TemplateLiteral)) return 'string';
  if (f & ts.TypeFlags.BooleanLike) return 'boolean';
  if (checker.isArrayType(type) || checker.isTupleType(type)) return 'array';
  const name = type.getSymbol()?.getName();
  if (name === 'Date') return 'Date';
  if (name === 'Uint8Array' || name === 'Buffer') return 'bytes';
  return 'object';
}
