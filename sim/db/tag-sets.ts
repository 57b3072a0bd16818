// Interned tag sets of DMS events (see schema.ts): the id of a set, created on first use.
import type Database from 'better-sqlite3';

export function tagSetInterner(db: Database.Database) {
  const find = db.prepare('SELECT id FROM tag_sets WHERE tags = ?');
  const insert = db.prepare('INSERT INTO tag_sets (tags) VALUES (?)');
  const insertTag = db.prepare('INSERT INTO tag_set_tags (set_id, tag) VALUES (?, ?)');
  const cache = new Map<string, number>();
  return (tags: readonly string[]): number => {
    const sorted = [...new Set(tags)].sort();
    const json = JSON.stringify(sorted);
    let id = cache.get(json);
    if (id === undefined) {
      id = (find.get(json) as { id: number } | undefined)?.id;
      if (id === undefined) {
        id = Number(insert.run(json).lastInsertRowid);
        for (const tag of sorted) insertTag.run(id, tag);
      }
      cache.set(json, id);
    }
    return id;
  };
}

/** Every tag set's tags, by set id. */
export const tagsOfSets = (db: Database.Database) =>
  new Map((db.prepare('SELECT id, tags FROM tag_sets').all() as { id: number; tags: string }[]).map((r) => [r.id, JSON.parse(r.tags) as string[]]));
