import type { Category } from '@so/contract';
import { Icon, Link } from '@so/ui';
import { useId, useState } from 'react';
import { routes } from '../shared/links.ts';
import { HEADER_COPY } from './copy.ts';

function TreeNode({ category }: { category: Category }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const href = routes.category(category.id, category.name);
  if (category.children.length === 0) {
    return (
      <li>
        <Link to={href} className="tree__link">
          {category.name}
        </Link>
      </li>
    );
  }
  return (
    <li>
      <div className="tree__row">
        <Link to={href} className="tree__link">
          {category.name}
        </Link>
        <button
          type="button"
          className="icon-btn tree__toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={HEADER_COPY.subcategories(category.name)}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name="chevronDown" />
        </button>
      </div>
      <ul id={listId} className="tree" hidden={!open}>
        {category.children.map((child) => (
          <TreeNode key={child.id} category={child} />
        ))}
      </ul>
    </li>
  );
}

/** The category tree of the mobile drawer: nested disclosure lists, each name a link. */
export function CategoryTree({ categories, label }: { categories: readonly Category[]; label: string }) {
  return (
    <ul className="tree tree--root" aria-label={label}>
      {categories.map((category) => (
        <TreeNode key={category.id} category={category} />
      ))}
    </ul>
  );
}
