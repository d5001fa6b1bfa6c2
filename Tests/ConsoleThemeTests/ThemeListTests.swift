import Testing
@testable import ConsoleTheme

@Suite("ThemeList: the console's themes, built-ins parsed when shown")
struct ThemeListTests {
    @Test("Built-ins come first in built-in order, then user themes; a user theme replaces the built-in of its name")
    func order() {
        let mine = Theme(name: "mine", styles: [:])
        let myLight = Theme(name: "light", styles: [.error: RoleStyle(foreground: .indexed(1))])
        let list = ThemeList(builtinsAnd: [myLight, mine])
        let names = (0..<list.count).map(list.name(at:))
        #expect(names == Theme.builtinNames.filter { $0 != "light" } + ["light", "mine"])
        #expect(list[list.firstIndex(named: "light")!] == myLight)
        #expect(list[list.firstIndex(named: "dark")!] == Theme.defaultDark)
    }

    @Test("A list of built-ins held by name equals the same themes parsed; order and content count")
    func equality() {
        let byName = ThemeList(builtinsAnd: [])
        #expect(byName == ThemeList(Theme.builtins))
        #expect(byName != ThemeList(Theme.builtins.reversed()))
        var changed = byName
        changed[0] = Theme(name: Theme.defaultThemeName, styles: [:])
        #expect(changed != byName)
        #expect(changed.name(at: 0) == Theme.defaultThemeName)
    }

    @Test("insert and firstIndex(named:)")
    func insertAndFind() {
        var list: ThemeList = [Theme.monochrome]
        list.insert(Theme(name: "file-theme", styles: [:]), at: 0)
        #expect(list.count == 2)
        #expect(list.firstIndex(named: "file-theme") == 0)
        #expect(list.firstIndex(named: "monochrome") == 1)
        #expect(list.firstIndex(named: "dark") == nil)
    }
}
