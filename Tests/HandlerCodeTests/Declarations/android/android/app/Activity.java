// The one Android SDK type the handler names (android.app.Activity), declared so that kotlinc
// can check the handler without the Android SDK. Not MSAL code.
package android.app;

public class Activity {
}
