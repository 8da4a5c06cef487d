import { chatStrings, composerToolStrings } from '../../../lib/strings.ts';
import { CloseIcon } from '../../../ui/icons.tsx';

interface AttachmentPreviewProps {
  /** null while the photo is still being prepared. */
  image: string | null;
  onRemove: () => void;
  /** Opens the crop step (issue 18); absent when the photo cannot be cropped (e.g. an edited question's). */
  onCrop?: () => void;
}

/** SPEC §2 attached image: a thumbnail with a remove button and the label 'Image attached'. */
export function AttachmentPreview({ image, onRemove, onCrop }: AttachmentPreviewProps) {
  return (
    <div className="attachment">
      {image ? (
        <img className="attachment__thumb" src={image} alt={chatStrings.attachedPhotoAlt} />
      ) : (
        <span className="attachment__thumb attachment__thumb--busy" aria-hidden="true" />
      )}
      <span className="attachment__label" role="status">
        {image ? chatStrings.imageAttached : chatStrings.preparingImage}
      </span>
      {image && onCrop && (
        <button type="button" className="attachment__crop" onClick={onCrop}>
          {composerToolStrings.cropLabel}
        </button>
      )}
      <button
        type="button"
        className="icon-btn attachment__remove"
        aria-label={chatStrings.removeImage}
        onClick={onRemove}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
