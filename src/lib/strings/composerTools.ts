// The few strings of the message tools (issue 18) on the chat's first paint: the photo button and the
// crop button. In their own module so that the rest of the tools' strings stay in the lazy chunk.
export const composerToolStrings = {
  cropLabel: 'Crop photo',
  zoomLabel: 'Open photo full screen',
} as const;
