reset
$D0 << EOD
470.99128130526924 0 414.22453958444595 515.5408675990286
EOD
$D1 << EOD
430.0124818019113 1 408.2985167480839 458.5791248490594
EOD
$D2 << EOD
351.34914121064213 2 334.0441277789471 369.7181327649572
EOD
$D3 << EOD
330.01659476794254 3 323.9169754920455 358.25357145053863
EOD
$D4 << EOD
309.8846761015179 4 288.1771665711206 336.65056400261165
EOD
$D5 << EOD
304.50983193454573 5 289.9425869775404 339.6917419752513
EOD
$D6 << EOD
297.8764033465713 6 287.0750514343154 315.10843715566165
EOD
$D7 << EOD
284.83757117632626 7 276.64578939742916 338.4057072159698
EOD
$D8 << EOD
242.6713079725962 8 217.2671532452519 303.9671087901683
EOD
$D9 << EOD
211.97229126898753 9 198.45893875493056 275.3903508391141
EOD
$D10 << EOD
209.2092464258252 10 186.83465357747951 221.59797998908923
EOD
$D11 << EOD
204.08221974986333 11 193.29624438417244 242.7889834270929
EOD
$D12 << EOD
577.4057717109121 0 "470"
513.6086198309465 1 "430, 91% of the floor's"
414.0843086967521 2 "350, 75% of the floor's"
401.2440000246033 3 "330, 70% of the floor's"
377.0486316829251 4 "310, 66% of the floor's"
380.4547510122815 5 "300, 65% of the floor's"
352.9214496143411 6 "300, 63% of the floor's"
379.01439208188623 7 "280, 60% of the floor's"
340.44316184498854 8 "240, 52% of the floor's"
308.4371929398078 9 "210, 45% of the floor's"
248.18973758777994 10 "210, 44% of the floor's"
271.9236614383441 11 "200, 43% of the floor's"
EOD
set terminal pngcairo noenhanced size 900,540 font 'sans,10'
set output "reach.png"
set label 50 "Nodes one broker core carries within the budget (15 ms of its CPU per move), 2–8\ntrials (until settled)" at screen 0.5, screen 0.9593 center font ',12'
set tmargin at screen 0.8852
unset key
set logscale x 10
set xrange [55.55555555555556:1611.0652112469643]
set yrange [11.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000) font ',9'
set ytics ("raw pubsub (floor)" 0, "raw@uring pubsub (floor)" 1, "czmq addressed" 2, "zmq addressed" 3, "redis reply" 4, "zmq pubsub" 5, "czmq pubsub" 6, "redis pubsub" 7, "nats reply" 8, "nats pubsub" 9, "mqtt pubsub" 10, "mqtt reply" 11) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin at screen 0.2611
set rmargin at screen 0.9667
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 256, graph 0 to first 256, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 256" at first 256, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars:\nbootstrap intervals" at screen 0.02, screen 0.0593 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D11 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D12 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,540 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set label 50 "Nodes one broker core carries within the budget (15 ms of its CPU per move), 2–8\ntrials (until settled)" at screen 0.5, screen 0.9593 center font ',12'
set tmargin at screen 0.8852
unset key
set logscale x 10
set xrange [55.55555555555556:1611.0652112469643]
set yrange [11.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000) font ',9'
set ytics ("raw pubsub (floor)" 0, "raw@uring pubsub (floor)" 1, "czmq addressed" 2, "zmq addressed" 3, "redis reply" 4, "zmq pubsub" 5, "czmq pubsub" 6, "redis pubsub" 7, "nats reply" 8, "nats pubsub" 9, "mqtt pubsub" 10, "mqtt reply" 11) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin at screen 0.2611
set rmargin at screen 0.9667
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 256, graph 0 to first 256, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 256" at first 256, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars:\nbootstrap intervals" at screen 0.02, screen 0.0593 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D11 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D12 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
