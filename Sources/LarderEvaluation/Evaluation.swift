/// Harnesses that measure Larder's rules against reference data or reference
/// implementations (python-dateutil, scipy, held-out labelled sets). The `larder eval …`
/// commands print what these compute; nothing in the product depends on them.
public enum Evaluation {}
