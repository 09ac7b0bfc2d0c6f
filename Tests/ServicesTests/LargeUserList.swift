// A fixture folder whose users.json is a few megabytes of user-shaped JSON, for downloads that
// must arrive in many chunks.
import Foundation

/// A generated `users.json` in its own temporary folder.
struct LargeUserList {
    let folder: TemporaryDirectory
    /// The exact bytes of users.json.
    let bytes: Data
    /// How many users it holds.
    let count: Int

    /// About `megabytes` MB of users (each about 400 bytes).
    init(megabytes: Int = 3) throws {
        folder = try TemporaryDirectory()
        count = megabytes * 1024 * 1024 / 400
        var text = "["
        for id in 1...count {
            if id > 1 { text += "," }
            text +=
                #"{"id":\#(id),"name":"User \#(id) Ødegård","username":"user\#(id)","email":"user\#(id)@example.com","#
                + #""address":{"street":"\#(id) Main Street","suite":"Apt. \#(id % 97)","city":"Springfield","zipcode":"\#(10000 + id % 89999)","#
                + #""geo":{"lat":"\#(id % 90).5","lng":"-\#(id % 180).25"}},"phone":"555-\#(id)","website":"user\#(id).example.org","#
                + #""company":{"name":"Company \#(id % 500)","catchPhrase":"Streams all the way down","bs":"scale synergies"}}"#
        }
        text += "]"
        bytes = Data(text.utf8)
        try bytes.write(to: folder.appending("users.json"))
    }
}
