// Small square thumbnails in a row that wraps on a phone, each opening its full photo in a new tab: the photos a
// side added to a dispute, for the two people and for staff.
import './photo-thumbnails.css';

interface Photo {
  id: string;
  imageUrl: string;
  thumbnailUrl: string;
}

export function PhotoThumbnails({ photos, altOf }: { photos: readonly Photo[]; altOf: (number: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="photo-thumbnails">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.imageUrl} target="_blank" rel="noreferrer">
            <img src={photo.thumbnailUrl} alt={altOf(index + 1)} width={96} height={96} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
