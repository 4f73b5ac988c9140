/// Combine's namespace for subscribers and what they say to publishers.
public enum Subscribers {}
