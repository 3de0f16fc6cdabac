/// The page's background colour (light scheme): `--bg` in `site.css`, the layout's
/// `theme-color`, and the web app manifest's colours. A test checks `site.css` agrees.
public enum PageColour {
    public static let background = "#fbfaf7"
}
