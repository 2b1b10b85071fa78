import fs from 'node:fs';
import ts from 'typescript';

/**
 * schema.org's vocabulary, read from the declarations schema-dts ships
 * (generated from schema.org's current release; no network at test time).
 * Each type X is declared as `interface XLeaf extends YBase, ZBase { "@type": "X" }`,
 * where `YBase` holds the properties schema.org defines on type Y and extends
 * the Base interfaces of Y's supertypes. So the properties of X are the
 * properties of every Base interface reachable from XLeaf, and its supertypes
 * are the types whose Base interface is reachable.
 */
export interface Vocabulary {
  /** Whether schema.org defines this type. */
  hasType(type: string): boolean;
  /** The properties defined on the type or any of its supertypes. */
  propertiesOf(type: string): ReadonlySet<string>;
  /** The type and all its supertypes, e.g. AboutPage → AboutPage, WebPage, CreativeWork, Thing. */
  ancestorsOf(type: string): ReadonlySet<string>;
}

interface Declared {
  extends: string[];
  properties: string[];
  leafOf?: string;
}

export function loadVocabulary(file = require.resolve('schema-dts/dist/schema.d.ts')): Vocabulary {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const interfaces = new Map<string, Declared>();
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    const declared: Declared = { extends: [], properties: [] };
    for (const clause of statement.heritageClauses ?? [])
      for (const type of clause.types)
        if (ts.isIdentifier(type.expression)) declared.extends.push(type.expression.text);
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !ts.isStringLiteral(member.name)) continue;
      if (member.name.text === '@type') {
        const literal = member.type && ts.isLiteralTypeNode(member.type) ? member.type.literal : undefined;
        if (literal && ts.isStringLiteral(literal)) declared.leafOf = literal.text;
      } else if (!member.name.text.startsWith('@')) declared.properties.push(member.name.text);
    }
    interfaces.set(statement.name.text, declared);
  }

  const leaves = new Map<string, string>();
  for (const [name, declared] of interfaces)
    if (declared.leafOf && name.endsWith('Leaf')) leaves.set(declared.leafOf, name);

  const reachable = (start: string) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(...(interfaces.get(name)?.extends ?? []));
    }
    return seen;
  };

  const properties = new Map<string, Set<string>>();
  const ancestors = new Map<string, Set<string>>();
  const leafOf = (type: string) => {
    const leaf = leaves.get(type);
    if (!leaf) throw new Error(`schema.org has no type ${type}`);
    return leaf;
  };
  return {
    hasType: (type) => leaves.has(type),
    propertiesOf(type) {
      let found = properties.get(type);
      if (!found) {
        found = new Set([...reachable(leafOf(type))].flatMap((name) => interfaces.get(name)?.properties ?? []));
        properties.set(type, found);
      }
      return found;
    },
    ancestorsOf(type) {
      let found = ancestors.get(type);
      if (!found) {
        const bases = [...reachable(leafOf(type))].filter((name) => name.endsWith('Base'));
        found = new Set([
          type,
          ...bases.map((name) => name.slice(0, -'Base'.length)).filter((name) => leaves.has(name)),
        ]);
        ancestors.set(type, found);
      }
      return found;
    },
  };
}
