import './CategoryBadge.css';

// Spec: a colour per category (Business, Personal Growth, Technology, any other).
const TONES: Record<string, string> = {
  Business: 'business',
  'Personal Growth': 'growth',
  Technology: 'technology',
};

export function categoryTone(category: string): string {
  return TONES[category] ?? 'other';
}

export function CategoryBadge({ category }: { category: string }) {
  return <span className={`category-badge category-badge--${categoryTone(category)}`}>{category}</span>;
}
