import { useId, type ReactNode } from 'react';
import { DeleteIcon, EditIcon } from './icons/staff-icons';
import { Picture } from './picture';

interface EditableTileProps {
  name: string;
  image: string | null;
  /** The line under the name ('3 drinks', the drink's series). */
  meta?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
  /** More controls before Edit and Delete, e.g. the admin's 'Reviews' button. */
  extraActions?: ReactNode;
}

/** A tile of a staff grid: picture, name, and Edit and Delete buttons that say which item they act on. */
export function EditableTile({ name, image, meta, onEdit, onDelete, extraActions }: EditableTileProps) {
  const nameId = useId();
  return (
    <article className="tile" aria-labelledby={nameId}>
      {/* The name beside it says what the picture shows, so it needs no alt text of its own. */}
      <Picture frame="tile__image" src={image} alt="" width={320} height={320} />
      <div className="tile__body">
        <h3 id={nameId} className="tile__name">
          {name}
        </h3>
        {meta && <p className="tile__meta">{meta}</p>}
        <div className="tile__actions">
          {extraActions}
          <button type="button" className="icon-button tile__action" aria-label={`Edit ${name}`} onClick={onEdit}>
            <EditIcon />
          </button>
          <button type="button" className="icon-button tile__action tile__action--danger" aria-label={`Delete ${name}`} onClick={onDelete}>
            <DeleteIcon />
          </button>
        </div>
      </div>
    </article>
  );
}
