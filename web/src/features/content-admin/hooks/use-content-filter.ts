import { useState } from 'react';
import { countOf, matchesSearch, type CatalogFilter } from '../../../components/ui/catalog-toolbar';
import type { ContentItem } from '../../../lib/contract';
import { contentTexts } from '../texts';

/** The content library's search (captions) and type filter, for both roles' screens. */
export function useContentFilter() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const shown = (items: readonly ContentItem[]) => items.filter((item) => (!type || item.mediaType === type) && matchesSearch(search, item.text));
  const filter: CatalogFilter = {
    label: contentTexts.typeFilterLabel,
    value: type,
    onChange: setType,
    options: [
      { value: '', label: contentTexts.allTypes },
      { value: 'image', label: contentTexts.pictures },
      { value: 'video', label: contentTexts.videos },
    ],
  };
  const toolbar = (items: readonly ContentItem[] | undefined) => ({
    searchLabel: contentTexts.searchLabel,
    search,
    onSearch: setSearch,
    filter,
    count: items ? countOf(shown(items).length, items.length, contentTexts.noun) : '',
  });
  return { search, setSearch, filter, shown, toolbar };
}
